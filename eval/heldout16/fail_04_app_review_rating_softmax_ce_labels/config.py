CONFIG = {
    "vocab_size": 500,
    "max_words": 30,
    "embed_dim": 24,
    "num_ratings": 5,
    "num_reviews": 240,
    "batch_size": 24,
    "epochs": 2,
    "lr": 0.01,
    "seed": 21,
}
