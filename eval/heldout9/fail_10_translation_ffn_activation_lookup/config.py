MODEL = {
    "vocab_size": 500,
    "d_model": 32,
    "num_heads": 4,
    "ffn_dim": 64,
    "num_layers": 2,
    "activation": "GeLU",  # ROOT
    "max_len": 16,
}
