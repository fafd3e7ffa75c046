//===- HardwareProfileTest.cpp - Profiles, presets and links --------------===//

#include "osdp/Analysis/HardwareProfile.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace osdp;

namespace {

HardwareProfile preset(llvm::StringRef name) {
  llvm::Expected<HardwareProfile> profile = presetHardwareProfile(name);
  EXPECT_TRUE(static_cast<bool>(profile))
      << llvm::toString(profile.takeError());
  return *profile;
}

TEST(HardwareProfile, EveryPresetIsValid) {
  for (llvm::StringRef name : hardwarePresetNames()) {
    HardwareProfile profile = preset(name);
    EXPECT_EQ(profile.name, name.str());
    EXPECT_FALSE(static_cast<bool>(profile.verify())) << name.str();
  }
}

TEST(HardwareProfile, AxesInsideANodeUseNVLinkAndOthersInfiniBand) {
  HardwareProfile h100 = preset("h100");
  // 64 GPUs as dp = 8 (major) by tp = 8: tp spans 8 devices, one node.
  std::pair<llvm::StringRef, int64_t> mesh[] = {{"dp", 8}, {"tp", 8}};
  Link tp = h100.linkFor(mesh, {"tp"});
  Link dp = h100.linkFor(mesh, {"dp"});
  EXPECT_EQ(tp.bandwidth, h100.intraNode.bandwidth);
  EXPECT_EQ(dp.bandwidth, h100.interNode.bandwidth);
  // Over both: the slower link.
  Link both = h100.linkFor(mesh, {"dp", "tp"});
  EXPECT_EQ(both.bandwidth, h100.interNode.bandwidth);
  EXPECT_EQ(both.latency, h100.interNode.latency);
  // dp = 2 by tp = 4: dp spans 8 devices, still one node.
  std::pair<llvm::StringRef, int64_t> small[] = {{"dp", 2}, {"tp", 4}};
  EXPECT_EQ(h100.linkFor(small, {"dp"}).bandwidth, h100.intraNode.bandwidth);
  // tp = 16 does not fit a node of 8.
  std::pair<llvm::StringRef, int64_t> wide[] = {{"tp", 16}};
  EXPECT_EQ(h100.linkFor(wide, {"tp"}).bandwidth, h100.interNode.bandwidth);
}

TEST(HardwareProfile, NamedAxesOverrideTheNodeRule) {
  HardwareProfile profile = preset("cpu");
  profile.axisLinks["pp"] = Link{123.0, 4.5};
  std::pair<llvm::StringRef, int64_t> mesh[] = {{"pp", 2}};
  Link link = profile.linkFor(mesh, {"pp"});
  EXPECT_EQ(link.bandwidth, 123.0);
  EXPECT_EQ(link.latency, 4.5);
}

TEST(HardwareProfile, JSONRoundTrip) {
  HardwareProfile a100 = preset("a100-80g");
  a100.axisLinks["dp"] = Link{2e10, 5e-6};
  std::string text = llvm::formatv("{0}", a100.toJSON());
  llvm::Expected<HardwareProfile> parsed = parseHardwareProfile(text);
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  EXPECT_EQ(parsed->name, "a100-80g");
  EXPECT_EQ(parsed->matmulPeak("bf16"), a100.matmulPeak("bf16"));
  EXPECT_EQ(parsed->memoryBytes, a100.memoryBytes);
  EXPECT_EQ(parsed->devicesPerNode, 8);
  EXPECT_EQ(parsed->interNode.latency, a100.interNode.latency);
  EXPECT_EQ(parsed->axisLinks.lookup("dp").bandwidth, 2e10);
  // The transcendental rate is optional: absent, it stays unset.
  EXPECT_EQ(parsed->transcendentalsPerSecond, 0);
  a100.transcendentalsPerSecond = 3e11;
  parsed = parseHardwareProfile(llvm::formatv("{0}", a100.toJSON()).str());
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  EXPECT_EQ(parsed->transcendentalRate(), 3e11);
  // So are the fixed costs osdp-calibrate fits; every link a collective
  // uses carries the one per call.
  EXPECT_EQ(parsed->opSeconds, 0);
  a100.opSeconds = 2e-6;
  a100.collectiveCallSeconds = 15e-6;
  parsed = parseHardwareProfile(llvm::formatv("{0}", a100.toJSON()).str());
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  EXPECT_EQ(parsed->opSeconds, 2e-6);
  EXPECT_EQ(parsed->collectiveCallSeconds, 15e-6);
  EXPECT_EQ(parsed->linkFor({{"dp", 8}, {"tp", 8}}, {"tp"}).callSeconds, 15e-6);
  // And the shape terms of matrix products.
  EXPECT_EQ(parsed->matmulOperandBandwidth, 0);
  a100.matmulOperandBandwidth = 1.7e10;
  a100.matmulCallSeconds = 1.2e-7;
  parsed = parseHardwareProfile(llvm::formatv("{0}", a100.toJSON()).str());
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  EXPECT_EQ(parsed->matmulOperandBandwidth, 1.7e10);
  EXPECT_EQ(parsed->matmulCallSeconds, 1.2e-7);
  // And the cache level.
  EXPECT_EQ(parsed->cacheBytes, 0);
  a100.cacheBytes = 5e7;
  a100.cacheBandwidth = 1e13;
  parsed = parseHardwareProfile(llvm::formatv("{0}", a100.toJSON()).str());
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  EXPECT_EQ(parsed->cacheBytes, 5e7);
  EXPECT_EQ(parsed->cacheBandwidth, 1e13);
}

std::string errorOf(llvm::StringRef text) {
  llvm::Expected<HardwareProfile> parsed = parseHardwareProfile(text);
  if (parsed)
    return "";
  return llvm::toString(parsed.takeError());
}

TEST(HardwareProfile, BadFieldsAreNamed) {
  HardwareProfile cpu = preset("cpu");
  llvm::json::Value good = cpu.toJSON();
  auto with = [&](auto edit) {
    llvm::json::Value copy = good;
    edit(*copy.getAsObject());
    return errorOf(llvm::formatv("{0}", copy).str());
  };
  EXPECT_EQ(with([](llvm::json::Object &) {}), "");
  EXPECT_NE(with([](llvm::json::Object &o) {
              o.getObject("device")->getObject("matmul_flops")->erase("f32");
            }).find("'device.matmul_flops.f32' is missing"),
            std::string::npos);
  EXPECT_NE(with([](llvm::json::Object &o) {
              (*o.getObject("device"))["matmul_efficiency"] = 1.5;
            }).find("'device.matmul_efficiency' must be in (0, 1]"),
            std::string::npos);
  EXPECT_NE(with([](llvm::json::Object &o) {
              o["devices_per_node"] = 2.5;
            }).find("'devices_per_node' must be an integer"),
            std::string::npos);
  EXPECT_NE(with([](llvm::json::Object &o) {
              (*o.getObject("links")->getObject("inter_node"))["latency"] =
                  "fast";
            }).find("'links.inter_node.latency' must be a number"),
            std::string::npos);
  EXPECT_NE(with([](llvm::json::Object &o) {
              (*o.getObject("device"))["transcendentals_per_second"] = -1.0;
            }).find("'device.transcendentals_per_second'"),
            std::string::npos);
  EXPECT_NE(with([](llvm::json::Object &o) {
              (*o.getObject("device"))["collective_call_seconds"] = -1e-6;
            })
                .find("'device.collective_call_seconds' must be a number of at "
                      "least 0"),
            std::string::npos);
  EXPECT_NE(with([](llvm::json::Object &o) {
              (*o.getObject("device"))["matmul_operand_bandwidth"] = -1e9;
            }).find("'device.matmul_operand_bandwidth' must be a positive"),
            std::string::npos);
  EXPECT_NE(with([](llvm::json::Object &o) {
              (*o.getObject("device"))["matmul_call_seconds"] = "slow";
            }).find("'device.matmul_call_seconds' must be a number"),
            std::string::npos);
  // A cache needs its bandwidth.
  EXPECT_NE(with([](llvm::json::Object &o) {
              (*o.getObject("device"))["cache_bytes"] = 1e6;
            }).find("'device.cache_bandwidth' must be a positive number"),
            std::string::npos);
  EXPECT_NE(errorOf("[1, 2]").find("must be an object"), std::string::npos);
}

TEST(HardwareProfile, UnknownPresetListsTheKnownOnes) {
  llvm::Expected<HardwareProfile> profile = presetHardwareProfile("tpu");
  ASSERT_FALSE(static_cast<bool>(profile));
  std::string message = llvm::toString(profile.takeError());
  EXPECT_NE(message.find("h100, h200, a100-80g, cpu"), std::string::npos);
}

} // namespace
