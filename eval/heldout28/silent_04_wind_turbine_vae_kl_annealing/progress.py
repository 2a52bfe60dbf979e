class TrainingProgress:
    """Shared, mutable record of where training is; the loop updates it each epoch."""

    def __init__(self, warmup_epochs):
        self.epoch = 0
        self.warmup_epochs = warmup_epochs

    def advance(self):
        self.epoch += 1
