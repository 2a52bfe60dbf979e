KWS = dict(
    keywords=["yes", "no", "up", "down"],
    n_mfcc=13,
    frames=20,
    hidden=32,
    num_layers=2,
    batch_size=4,
    lr=2e-3,
    steps=3,
)
