import mindspore.nn as nn


def predict(net, images):
    net.set_train(False)
    return net(images).argmax(axis=1)  # ROOT


def evaluate(net, loader):
    metric = nn.Accuracy("classification")
    metric.clear()
    for images, labels in loader.create_tuple_iterator(num_epochs=1):
        metric.update(predict(net, images), labels)
    return metric.eval()
