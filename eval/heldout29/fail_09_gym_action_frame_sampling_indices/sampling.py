import numpy as np


def segment_centres(n_frames, n_segments):
    """Centre frame of each of n_segments equal segments (deterministic test-time sampling)."""
    edges = np.linspace(0, n_frames, n_segments + 1)
    return (edges[:-1] + edges[1:]) / 2  # ROOT
