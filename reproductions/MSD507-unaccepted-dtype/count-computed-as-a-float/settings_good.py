"""Settings for a retrieval re-ranker."""
CANDIDATES = 24
KEEP = CANDIDATES // 6
DIM = 8
