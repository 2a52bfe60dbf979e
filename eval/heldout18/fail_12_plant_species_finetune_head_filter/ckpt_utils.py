import mindspore as ms


def load_backbone(net, ckpt_path, skip_prefix="classifier."):  # ROOT
    params = ms.load_checkpoint(ckpt_path)
    params = {name: value for name, value in params.items() if not name.startswith(skip_prefix)}
    not_loaded, _ = ms.load_param_into_net(net, params)
    return not_loaded
