import mindspore as ms
from mindspore import nn

from data import INTENTS, load_batch, load_rows
from model import BagOfEmbeddings

VOCAB_SIZE = 64
MAX_LEN = 6
DIM = 16


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    ids, labels = load_batch(load_rows(), VOCAB_SIZE, MAX_LEN)

    net = BagOfEmbeddings(VOCAB_SIZE, DIM, len(INTENTS))
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_step.set_train()

    x, y = ms.Tensor(ids), ms.Tensor(labels)
    for step in range(2):
        loss = train_step(x, y)
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
