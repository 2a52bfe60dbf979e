HPARAMS = {
    "lr": 0.05,
    "ema_decay": 0.99,
    "consistency_weight": 0.0,   # ramped up by the training loop
    "max_consistency": 10.0,
    "rampup_epochs": 3,
}
