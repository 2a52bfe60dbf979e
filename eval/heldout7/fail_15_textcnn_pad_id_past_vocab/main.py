import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from data import REVIEWS, build_vocab, encode
from model import TextCNN

ms.set_context(mode=ms.GRAPH_MODE)

HPARAMS = {"embed_dim": 16, "num_filters": 8, "kernel_sizes": (2, 3), "max_len": 8, "epochs": 3, "lr": 1e-2}


def main():
    texts = [t for t, _ in REVIEWS]
    labels = np.array([y for _, y in REVIEWS], np.int32)
    vocab = build_vocab(texts)
    pad_id = len(vocab)  # ROOT
    ids = encode(texts, vocab, HPARAMS["max_len"], pad_id)

    net = TextCNN(len(vocab), HPARAMS["embed_dim"], HPARAMS["num_filters"], HPARAMS["kernel_sizes"], 2, pad_id)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                    nn.Adam(net.trainable_params(), learning_rate=HPARAMS["lr"]))
    train_net.set_train()
    for epoch in range(HPARAMS["epochs"]):
        loss = train_net(Tensor(ids), Tensor(labels))
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
