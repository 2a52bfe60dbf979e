# mutable training hyper-parameters shared across modules
LABEL_NOISE = 0.0
MIXUP_LAMBDA = 1.0
