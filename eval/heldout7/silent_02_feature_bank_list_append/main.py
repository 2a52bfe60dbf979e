import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from augment import two_views, knn_accuracy
from model import ProjectionEncoder, SimCLRLoss

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    centres = rng.standard_normal((3, 12)).astype(np.float32)
    labels = np.arange(8) % 3
    data = centres[labels] + 0.3 * rng.standard_normal((8, 12)).astype(np.float32)

    encoder = ProjectionEncoder(12, 32, 16)
    loss_cell = SimCLRLoss(encoder)
    train_net = nn.TrainOneStepCell(loss_cell, nn.Adam(encoder.trainable_params(), learning_rate=1e-2))
    train_net.set_train()
    for step in range(4):
        v1, v2 = two_views(data, rng)
        loss = train_net(Tensor(v1), Tensor(v2))
        print(f"step {step} nt-xent {loss.asnumpy():.4f}")

    print(f"feature bank holds {len(loss_cell.feature_bank)} batches")
    if loss_cell.feature_bank:
        bank = np.concatenate([f.asnumpy() for f in loss_cell.feature_bank])
        bank_labels = np.tile(labels, len(loss_cell.feature_bank))
        queries = encoder(Tensor(data)).asnumpy()
        print(f"kNN accuracy {knn_accuracy(bank, bank_labels, queries, labels):.3f}")
    else:
        print("kNN accuracy n/a")


if __name__ == "__main__":
    main()
