import os
import tempfile

FEATURES = ["fixed_acidity", "volatile_acidity", "citric_acid", "residual_sugar", "chlorides", "alcohol"]
HIDDEN = 16
EXPORT_PATH = os.path.join(tempfile.gettempdir(), "heldout19_wine_quality")
EXPORT_FORMAT = "mindir"  # ROOT
SEED = 19
