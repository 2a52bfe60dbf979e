from mindspore.train import Model


def make_model(net, loss, optimizer, metrics=None):
    return Model(net, loss_fn=loss, optimizer=optimizer, metrics=metrics)


def train_and_validate(model, train_data, valid_data):
    model.fit(1, train_data, valid_data, dataset_sink_mode=False)
