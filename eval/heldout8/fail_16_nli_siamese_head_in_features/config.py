class NLIConfig:
    vocab_size = 60
    embed_dim = 24
    hidden = 16
    mlp_dim = 32
    num_labels = 3
    dropout = 0.1
    max_len = 10
    batch_size = 4
    lr = 2e-3
