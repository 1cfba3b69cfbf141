import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Destination } from '../../application/kernel/destination';

/** Goes where a model's command leads, once per destination the model names. */
export function useDestination(destination: Destination | null): void {
  const navigate = useNavigate();
  const followed = useRef<Destination | null>(null);
  useEffect(() => {
    if (!destination || destination === followed.current) return;
    followed.current = destination;
    void navigate(destination.to, { state: destination.state, replace: destination.replace });
  }, [destination, navigate]);
}
