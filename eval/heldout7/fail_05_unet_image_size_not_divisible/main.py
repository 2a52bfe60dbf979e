import mindspore as ms
from mindspore import nn, Tensor

from config import cfg
from data import make_blobs
from model import UNet

ms.set_context(mode=ms.GRAPH_MODE)


def dice_score(logits, masks):
    pred = (logits > 0).astype(ms.float32)
    inter = (pred * masks).sum()
    return (2 * inter + 1.0) / (pred.sum() + masks.sum() + 1.0)


def main():
    dcfg, mcfg, tcfg = cfg["data"], cfg["model"], cfg["train"]
    images, masks = make_blobs(dcfg["num_samples"], dcfg["image_size"], dcfg["in_channels"])
    net = UNet(dcfg["in_channels"], mcfg["channels"], mcfg["num_classes"])
    loss_net = nn.WithLossCell(net, nn.BCEWithLogitsLoss())
    train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=tcfg["lr"]))
    train_net.set_train()
    bs = tcfg["batch_size"]
    for epoch in range(tcfg["epochs"]):
        for i in range(0, len(images), bs):
            loss = train_net(Tensor(images[i:i + bs]), Tensor(masks[i:i + bs]))
            print(f"epoch {epoch} batch {i // bs} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    print("dice", dice_score(net(Tensor(images)), Tensor(masks)))


if __name__ == "__main__":
    main()
