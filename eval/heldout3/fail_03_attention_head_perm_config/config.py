D_MODEL = 12
N_HEADS = 3
SEQ_LEN = 5
BATCH = 2
# (batch, seq, heads, head_dim) -> (batch, heads, seq, head_dim)
SPLIT_HEADS_PERM = (0, 2, 1)  # ROOT
MERGE_HEADS_PERM = (0, 2, 1, 3)
