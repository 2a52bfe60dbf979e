def param_groups(net, embedding_lr, dense_weight_decay):
    sparse = [p.name for p in net.trainable_params() if "embedding" in p.name]  # ROOT
    dense = [p for p in net.trainable_params() if "embedding" not in p.name]
    return [
        {"params": sparse, "lr": embedding_lr},
        {"params": dense, "weight_decay": dense_weight_decay},
    ]
