"""Vinho verde quality grading: 11 physico-chemical measurements -> quality band."""
import mindspore as ms

SEED = 17
FEATURES = ["fixed_acidity", "volatile_acidity", "citric_acid", "residual_sugar", "chlorides",
            "free_so2", "total_so2", "density", "ph", "sulphates", "alcohol"]
BANDS = ["low", "medium", "high"]
HIDDEN = (64, 32)
BATCH = 16
EPOCHS = 2
LR = 3e-3

# mixed precision for the hidden stack, logits back in full precision for the loss
COMPUTE_DTYPE = ms.float16
OUTPUT_DTYPE = "float32"  # ROOT
