"""Hyper-parameters for the toy NER tagger."""
VOCAB_SIZE = 60
NUM_TAGS = 5          # O, B-PER, I-PER, B-LOC, I-LOC
SEQ_LEN = 10
EMBED_DIM = 16
HIDDEN = 24
BATCH_SIZE = 4
LABEL_SMOOTHING = 0.1
LR = 1e-3
STEPS = 2
