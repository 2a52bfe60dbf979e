MODEL = dict(
    dim=32,
    depth=2,
    num_classes=4,
    residual_scale=0.5,                                   # ReZero-like damping of each block
    ffn_call_kwargs={"residual_scale": 0.5, "gate_bias": 1.0},  # ROOT
)
TRAIN = dict(batch_size=4, steps=2, lr=1e-3)
