"""Tiny intent-classification data: a few utterances parsed from CSV text."""
import csv
import io

import numpy as np

RAW_CSV = """text,intent
book a flight to paris,travel
will it rain tomorrow,weather
play some jazz,music
find a hotel near the station,travel
how cold is it outside,weather
put on my running playlist,music
"""

INTENTS = ("travel", "weather", "music")
PAD = 0


def encode(text, vocab_size, max_len):
    """Hash each word into [1, vocab_size) and pad/truncate to max_len."""
    ids = [1 + sum(ord(c) for c in w) % (vocab_size - 1) for w in text.split()]
    ids = ids[:max_len] + [PAD] * max(0, max_len - len(ids))
    return ids


def load_rows():
    return list(csv.DictReader(io.StringIO(RAW_CSV)))


def load_batch(rows, vocab_size, max_len):
    ids = np.array([encode(r["text"], vocab_size, max_len) for r in rows], dtype=np.int32)
    labels = np.array([INTENTS.index(r["intent"]) for r in rows], dtype=np.float32)  # ROOT
    return ids, labels
