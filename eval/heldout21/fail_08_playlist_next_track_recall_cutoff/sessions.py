"""Listening sessions from a small indie label catalogue."""
import numpy as np

import config as cfg

CATALOGUE = ["intro", "night drive", "ferris", "glasshouse", "tidal", "low sun", "static",
             "harbour", "velvet", "outro", "paper moon", "ember"]


def listening_sessions(n_sessions=40, length=8, seed=9):
    rng = np.random.default_rng(seed)
    n = len(CATALOGUE)
    sessions = []
    for _ in range(n_sessions):
        start = int(rng.integers(0, n))
        steps = rng.choice([1, 1, 1, 2], size=length - 1)      # mostly album order
        sessions.append(np.cumsum(np.concatenate([[start], steps])) % n)
    return np.array(sessions, np.int32)


def next_track_examples(sessions):
    ctx, nxt = [], []
    for s in sessions:
        for t in range(cfg.CONTEXT, len(s)):
            ctx.append(s[t - cfg.CONTEXT:t])
            nxt.append(s[t])
    return np.array(ctx, np.int32), np.array(nxt, np.int32)
