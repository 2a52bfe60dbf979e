"""Generates toy SQL queries and a log execution-cost target."""
import numpy as np

TABLES = ["orders", "users", "items", "events", "sessions"]
KEYWORDS = ["SELECT", "FROM", "WHERE", "JOIN", "ON", "GROUP", "BY", "ORDER", "LIMIT", "AND", "=", ">", "*"]


def random_query(rng):
    n_join = rng.integers(0, 3)
    toks = ["SELECT", "*", "FROM", rng.choice(TABLES)]
    for _ in range(n_join):
        toks += ["JOIN", rng.choice(TABLES), "ON", "id", "=", "id"]
    if rng.random() < 0.6:
        toks += ["WHERE", "ts", ">", "0"]
    if rng.random() < 0.4:
        toks += ["GROUP", "BY", "id"]
    cost = 1.0 + 2.5 * n_join + (0.0 if "WHERE" in toks else 1.0) + 0.1 * rng.standard_normal()
    return toks, cost


def make_queries(n, seed):
    rng = np.random.default_rng(seed)
    pairs = [random_query(rng) for _ in range(n)]
    return [p[0] for p in pairs], np.array([p[1] for p in pairs], dtype=np.float32)
