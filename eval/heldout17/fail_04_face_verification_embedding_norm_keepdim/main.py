import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import face_dataset
from model import FaceIdNet

NUM_IDS = 10


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(3)
    train_ds = face_dataset(NUM_IDS, per_id=4, batch_size=8)
    net = FaceIdNet(embed_dim=64, num_ids=NUM_IDS)
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=5e-4)
    model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc"})
    model.train(2, train_ds, callbacks=[LossMonitor(5)])
    print(model.eval(face_dataset(NUM_IDS, per_id=2, batch_size=4)))


if __name__ == "__main__":
    main()
