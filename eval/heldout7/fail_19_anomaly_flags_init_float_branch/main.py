import mindspore as ms
from mindspore import nn, Tensor

from data import sensor_windows, quantile_threshold
from model import ConvAutoencoder, AnomalyDetector

ms.set_context(mode=ms.GRAPH_MODE)

CHANNELS, LENGTH = 2, 32


def main():
    ms.set_seed(0)
    train = Tensor(sensor_windows(8, CHANNELS, LENGTH, anomaly_every=100))
    ae = ConvAutoencoder(CHANNELS, latent=4)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(ae, nn.MSELoss()), nn.Adam(ae.trainable_params(), learning_rate=1e-2))
    train_net.set_train()
    for epoch in range(5):
        loss = train_net(train, train)
    print(f"final recon loss {loss.asnumpy():.4f}")

    ae.set_train(False)
    detector = AnomalyDetector(ae)
    calib_err, _ = detector(train, Tensor(0.0, ms.float32))
    threshold = quantile_threshold(calib_err.asnumpy(), 0.95)
    test = Tensor(sensor_windows(8, CHANNELS, LENGTH, anomaly_every=4, seed=1))
    err, flags = detector(test, Tensor(threshold, ms.float32))
    print("errors", err.asnumpy().round(3))
    print("flagged", flags.asnumpy())


if __name__ == "__main__":
    main()
