def param_groups(net, embedding_lr):
    sparse = [p for p in net.trainable_params() if "embedding" in p.name]
    dense = [p for p in net.trainable_params() if "embedding" not in p.name]
    return [{"params": sparse, "lr": embedding_lr}, {"params": dense}]
