class TrainConfig:
    num_users = 8
    num_items = 12
    embed_dim = 8
    tower_dims = (16, 8)
    temperature = 0.1
    batch_size = 8
    steps = 3
    lr = 1e-2


class EvalConfig:
    top_k = 20  # ROOT
    exclude_seen = True
