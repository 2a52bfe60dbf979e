EMBED_DIM = 8
SPARSE_FEATURES = {
    "user_id": {"vocab": 100},
    "item_id": {"vocab": 200, "padding_idx": 0},
    "category": {"vocab": 12, "embedding_size": 8},  # ROOT
}
DENSE_FEATURES = 4
HIDDEN = [32, 16]
BATCH_SIZE = 8
