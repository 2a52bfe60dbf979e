import mindspore as ms
from mindspore import nn, ops


class ConvAutoencoder(nn.Cell):
    def __init__(self, channels, latent):
        super().__init__()
        self.encoder = nn.SequentialCell([
            nn.Conv1d(channels, 8, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(8, latent, 3, pad_mode="same"), nn.ReLU(),
        ])
        self.decoder = nn.SequentialCell([
            nn.Conv1d(latent, 8, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(8, channels, 3, pad_mode="same"),
        ])

    def construct(self, x):
        return self.decoder(self.encoder(x))


class AnomalyDetector(nn.Cell):
    def __init__(self, autoencoder):
        super().__init__()
        self.ae = autoencoder

    def construct(self, window, threshold):
        recon = self.ae(window)
        err = ((recon - window) ** 2).mean(axis=(1, 2))
        flags = ops.zeros_like(err)  # ROOT
        if threshold > 0:
            flags = err > threshold
        return err, flags
