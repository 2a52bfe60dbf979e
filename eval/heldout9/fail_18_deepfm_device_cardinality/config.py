FIELDS = ["user_id", "item_id", "category", "hour", "device"]
FIELD_DIMS = [50, 80, 12, 24, 2]  # ROOT
EMBED_DIM = 8
MLP_DIMS = (32, 16)
