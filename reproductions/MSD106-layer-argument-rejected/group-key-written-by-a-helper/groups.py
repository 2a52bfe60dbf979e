def group(params, lr, tag):
    return dict(params=params, lr=lr, tag=tag)  # expect: MSD106


def layered_groups(net):
    return [group(net.encoder.trainable_params(), 1e-4, "encoder"),
            group(net.head.trainable_params(), 1e-3, "head")]
