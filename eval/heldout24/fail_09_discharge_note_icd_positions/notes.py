import numpy as np

import config

CODE_TERMS = {
    "I10": ["hypertension", "bp", "amlodipine", "lisinopril"],
    "E11": ["diabetes", "metformin", "a1c", "insulin"],
    "J44": ["copd", "wheeze", "tiotropium", "spirometry"],
    "N18": ["ckd", "creatinine", "egfr", "nephrology"],
    "I50": ["heart", "failure", "furosemide", "edema"],
    "F32": ["depression", "sertraline", "phq9", "mood"],
}
COMMON = ["patient", "admitted", "with", "history", "of", "discharged", "home", "stable", "follow", "up", "pcp",
          "no", "acute", "distress", "labs", "reviewed"]


def synth_notes(seed):
    rng = np.random.RandomState(seed)
    notes, targets = [], np.zeros((config.N_NOTES, len(config.ICD_CODES)), np.float32)
    for i in range(config.N_NOTES):
        present = rng.rand(len(config.ICD_CODES)) < 0.3
        targets[i] = present
        pool = COMMON + [t for code, on in zip(config.ICD_CODES, present) if on for t in CODE_TERMS[code]]
        length = rng.randint(40, 140)
        notes.append([pool[rng.randint(len(pool))] for _ in range(length)])
    return notes, targets


def tokenize(notes, max_tokens):
    vocab = {w: i + 1 for i, w in enumerate(sorted({w for n in notes for w in n}))}
    ids = np.zeros((len(notes), max_tokens), np.int32)
    for r, n in enumerate(notes):
        toks = [vocab[w] for w in n[:max_tokens]]
        ids[r, :len(toks)] = toks
    return ids, vocab
