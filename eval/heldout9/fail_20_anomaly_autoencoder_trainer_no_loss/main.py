import numpy as np
import mindspore as ms

from model import DenseAutoencoder
from trainer import build_trainer, anomaly_scores


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    normal = rng.standard_normal((128, 20)).astype(np.float32) * 0.5
    net = DenseAutoencoder(20, 4)
    trainer = build_trainer(net, 1e-3)
    trainer.set_train()
    for epoch in range(3):
        for i in range(0, 128, 32):
            batch = ms.Tensor(normal[i:i + 32])
            loss = trainer(batch, batch)
        print(f"epoch {epoch} recon {float(loss):.4f}")
    net.set_train(False)
    outliers = ms.Tensor(rng.standard_normal((4, 20)).astype(np.float32) * 3)
    print("outlier scores", anomaly_scores(net, outliers))


if __name__ == "__main__":
    main()
