import mindspore as ms


def load_backbone(net, path, skip_prefix="fc."):
    params = ms.load_checkpoint(path)
    params = {name: value for name, value in params.items() if not name.startswith(skip_prefix)}
    ms.load_param_into_net(net, params)
