import numpy as np

import config

PHRASES = {
    "I10": "history of hypertension on lisinopril",
    "E11.9": "type 2 diabetes metformin a1c elevated",
    "N18.3": "chronic kidney disease stage 3 creatinine stable",
    "J44.1": "copd exacerbation nebulizer prednisone taper",
    "I50.9": "heart failure furosemide daily weights",
    "E78.5": "hyperlipidemia atorvastatin continued",
}
FILLER = "patient seen and examined vitals reviewed plan discussed with family follow up in clinic".split()


def synth_notes(rng):
    notes, targets = [], np.zeros((config.N_NOTES, len(config.ICD_CODES)), np.float32)
    for i in range(config.N_NOTES):
        codes = rng.choice(len(config.ICD_CODES), size=rng.integers(1, 4), replace=False)
        words = []
        for c in codes:
            words += PHRASES[config.ICD_CODES[c]].split() + list(rng.choice(FILLER, 6))
            targets[i, c] = 1.0
        notes.append(words)
    return notes, targets


def build_vocab(notes):
    vocab = {"[PAD]": 0, "[CLS]": 1}
    for words in notes:
        for w in words:
            vocab.setdefault(w, len(vocab))
    return vocab


def encode_notes(notes, vocab):
    encoded = [[1] + [vocab[w] for w in words] for words in notes]
    pad_to = max(len(ids) for ids in encoded)  # ROOT
    ids = np.zeros((len(encoded), pad_to), np.int32)
    for i, seq in enumerate(encoded):
        seq = seq[:pad_to]
        ids[i, :len(seq)] = seq
    return ids
