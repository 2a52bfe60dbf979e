def label_range(labels):
    return {"label_low": float(labels.min()), "label_high": float(labels.max())}
