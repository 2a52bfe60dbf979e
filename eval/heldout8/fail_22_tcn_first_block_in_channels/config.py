from types import SimpleNamespace

cfg = SimpleNamespace(
    num_features=6,
    hidden_channels=16,
    kernel_size=3,
    dilations=(1, 2, 4),
    dropout=0.1,
    num_classes=3,
    window=20,
    batch_size=4,
    lr=1e-3,
)
