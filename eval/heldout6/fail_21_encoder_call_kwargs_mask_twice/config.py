MODEL = {
    "vocab_size": 32,
    "dim": 16,
    "num_classes": 3,
}

# Extra keyword arguments forwarded to the encoder on every call.
ENCODER_CALL_KWARGS = {
    "residual_scale": 0.5,
    "key_padding_mask": None,  # ROOT
}
