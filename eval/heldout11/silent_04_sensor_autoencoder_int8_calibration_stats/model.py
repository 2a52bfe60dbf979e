from mindspore import nn

from quant import ActObserver


class SensorAutoencoder(nn.Cell):
    def __init__(self, window, channels, hidden, latent, stats):
        super().__init__()
        d = window * channels
        self.flatten = nn.Flatten()
        self.enc1 = nn.Dense(d, hidden)
        self.obs_enc1 = ActObserver("enc1", stats)
        self.enc2 = nn.Dense(hidden, latent)
        self.obs_latent = ActObserver("latent", stats)
        self.dec1 = nn.Dense(latent, hidden)
        self.obs_dec1 = ActObserver("dec1", stats)
        self.dec2 = nn.Dense(hidden, d)
        self.act = nn.ReLU()
        self.observers = [self.obs_enc1, self.obs_latent, self.obs_dec1]

    def set_calibration(self, flag):
        for o in self.observers:
            o.calibrating = flag

    def construct(self, x):
        b = x.shape[0]
        h = self.obs_enc1(self.act(self.enc1(self.flatten(x))))
        z = self.obs_latent(self.enc2(h))
        h = self.obs_dec1(self.act(self.dec1(z)))
        return self.dec2(h).reshape(x.shape)
