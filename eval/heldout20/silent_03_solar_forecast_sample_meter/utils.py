class SampleMeter:
    """Counts the samples that went through the model since the last reset (for per-sample metrics)."""

    def __init__(self):
        self.seen = 0

    def reset(self):
        self.seen = 0
