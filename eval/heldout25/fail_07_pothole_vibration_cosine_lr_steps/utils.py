def steps_per_epoch(n_samples, batch_size):
    return n_samples // batch_size  # ROOT


def banner(x, y, classes):
    counts = {c: int((y == i).sum()) for i, c in enumerate(classes)}
    return f"{len(y)} road segments of {x.shape[-1]} accelerometer samples: {counts}"
