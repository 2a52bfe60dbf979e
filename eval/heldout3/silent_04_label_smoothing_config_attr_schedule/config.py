class TrainConfig:
    def __init__(self):
        self.num_classes = 5
        self.dim = 6
        self.epochs = 3
        self.smoothing_start = 0.3
        self.smoothing_end = 0.0
        self.label_smoothing = self.smoothing_start

    def anneal(self, epoch):
        frac = epoch / max(self.epochs - 1, 1)
        self.label_smoothing = self.smoothing_start + frac * (self.smoothing_end - self.smoothing_start)
