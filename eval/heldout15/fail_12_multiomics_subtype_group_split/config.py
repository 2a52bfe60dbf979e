GROUP_DIMS = {
    "rna": 8,
    "methylation": 6,
    "protein": 4,  # ROOT
}
GROUP_ORDER = ("rna", "methylation", "protein")
GROUP_EMBED = 12
HIDDEN = 32
BATCH = 16
SAMPLES = 96
EPOCHS = 3
LR = 3e-3
