"""Instance-discrimination (memory bank) settings."""
CFG = {
    "in_dim": 10,
    "feat_dim": 8,
    "bank_size": 32,
    "bank_dtype": "float16",  # ROOT
    "temperature": 0.07,
    "batch_size": 4,
}
