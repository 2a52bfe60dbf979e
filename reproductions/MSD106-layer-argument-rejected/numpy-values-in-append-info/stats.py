def label_range(labels):
    return {"label_low": labels.min(), "label_high": labels.max()}  # expect: MSD106
