def param_groups(net, embedding_lr):
    sparse = [p.name for p in net.trainable_params() if "embedding" in p.name]  # expect: MSD106
    dense = [p for p in net.trainable_params() if "embedding" not in p.name]
    return [{"params": sparse, "lr": embedding_lr}, {"params": dense}]
