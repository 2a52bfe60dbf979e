def freeze_backbone(net, trainable_prefix):
    """Freeze every parameter except those of the new classification layer."""
    n_train = 0
    for p in net.get_parameters():
        p.requires_grad = p.name.startswith(trainable_prefix)
        n_train += int(p.requires_grad)
    return n_train


def fake_spectrograms(n, n_mels, frames, classes, seed=0):
    import numpy as np
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, classes, size=n).astype(np.int32)
    spec = rng.normal(size=(n, 1, n_mels, frames)).astype(np.float32)
    spec[np.arange(n), 0, labels * 4, :] += 2.0
    return spec, labels
