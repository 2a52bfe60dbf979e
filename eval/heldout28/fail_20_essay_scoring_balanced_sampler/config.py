"""Automated essay scoring (score bands 1-4) from hand-crafted essay features."""

FEATURES = ["n_words", "type_token_ratio", "avg_sentence_len", "spelling_errors", "connectives", "paragraphs"]
BANDS = 4
N_ESSAYS = 40

# shared DataLoader-style options for every GeneratorDataset in the project
LOADER_KWARGS = dict(shuffle=True, num_parallel_workers=1, python_multiprocessing=False)  # ROOT

BATCH_SIZE = 8
EPOCHS = 1
LR = 5e-3
SEED = 14
